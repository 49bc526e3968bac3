// DeviceActivity (Screen Time's activity monitoring, https://developer.apple.com/documentation/deviceactivity)
// runs its monitor extension only when the system's Screen Time schedules an interval, which Linux has no
// part of. The widget code measured (nilsmango/7III_Meditation's `TheModel.swift`, which its widget extension
// compiles) imports the module and names none of its types: its monitor lives in an extension of its own.
// So the module is declared, for `import DeviceActivity` to compile, and holds no names until a widget's code
// needs one (Docs/Compatibility.md, "Frameworks Linux lacks").
