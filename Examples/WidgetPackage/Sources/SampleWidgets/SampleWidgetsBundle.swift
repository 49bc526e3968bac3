import SwiftUI
import WidgetKit

@main
struct SampleWidgetsBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        CityWeatherWidget()
        MoonPhaseWidget()
        WaterWidget()
        BatteryWidget()
        RunWidget()
        TodoWidget()
        ShortcutsWidget()
        SunriseWidget()
        FocusTimerWidget()
        PlantWidget()
        ActivityRingsWidget()
        NextEventWidget()
        WindWidget()
        MonthWidget()
        StorageWidget()
        TeaTimerWidget()
        WeekStepsWidget()
    }
}
