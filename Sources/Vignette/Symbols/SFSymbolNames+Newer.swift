// SF Symbols names newer than SFSymbolNames+Data.swift's iOS 17.2 table: names SF Symbols 6 (iOS 18) and
// SF Symbols 7 (iOS 26) added, read from the SF Symbols app's name_availability.plist as SFSafeSymbols
// extracted it (commit 1700fde07d2e, keys "0.circle" to "baseball" only: the rest of the alphabet is not
// read yet), Apple's identifiers, as data. "new > old": Apple renamed old to new (name_aliases.strings);
// "new ~ old": the nearest older symbol, our choice. Either way the old name's stand-in draws the new one.
// swift-format-ignore-file

extension SFSymbolNames {
    /// Newer names, one a line, sorted; some with the older name that draws them.
    static let packedNewer = """
1.calendar ~ calendar
1.calendar.ar ~ calendar
1.calendar.hi ~ calendar
10.arrow.trianglehead.clockwise ~ arrow.clockwise
10.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
10.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
10.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
10.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
10.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
10.calendar ~ calendar
10.calendar.ar ~ calendar
10.calendar.hi ~ calendar
11.calendar ~ calendar
11.calendar.ar ~ calendar
11.calendar.hi ~ calendar
12.calendar ~ calendar
12.calendar.ar ~ calendar
12.calendar.hi ~ calendar
13.calendar ~ calendar
13.calendar.ar ~ calendar
13.calendar.hi ~ calendar
14.calendar ~ calendar
14.calendar.ar ~ calendar
14.calendar.hi ~ calendar
15.arrow.trianglehead.clockwise ~ arrow.clockwise
15.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
15.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
15.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
15.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
15.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
15.calendar ~ calendar
15.calendar.ar ~ calendar
15.calendar.hi ~ calendar
16.calendar ~ calendar
16.calendar.ar ~ calendar
16.calendar.hi ~ calendar
17.calendar ~ calendar
17.calendar.ar ~ calendar
17.calendar.hi ~ calendar
18.calendar ~ calendar
18.calendar.ar ~ calendar
18.calendar.hi ~ calendar
19.calendar ~ calendar
19.calendar.ar ~ calendar
19.calendar.hi ~ calendar
2.calendar ~ calendar
2.calendar.ar ~ calendar
2.calendar.hi ~ calendar
20.calendar ~ calendar
20.calendar.ar ~ calendar
20.calendar.hi ~ calendar
21.calendar ~ calendar
21.calendar.ar ~ calendar
21.calendar.hi ~ calendar
22.calendar ~ calendar
22.calendar.ar ~ calendar
22.calendar.hi ~ calendar
23.calendar ~ calendar
23.calendar.ar ~ calendar
23.calendar.hi ~ calendar
24.calendar ~ calendar
24.calendar.ar ~ calendar
24.calendar.hi ~ calendar
25.calendar ~ calendar
25.calendar.ar ~ calendar
25.calendar.hi ~ calendar
26.calendar ~ calendar
26.calendar.ar ~ calendar
26.calendar.hi ~ calendar
27.calendar ~ calendar
27.calendar.ar ~ calendar
27.calendar.hi ~ calendar
28.calendar ~ calendar
28.calendar.ar ~ calendar
28.calendar.hi ~ calendar
29.calendar ~ calendar
29.calendar.ar ~ calendar
29.calendar.hi ~ calendar
3.calendar ~ calendar
3.calendar.ar ~ calendar
3.calendar.hi ~ calendar
30.arrow.trianglehead.clockwise ~ arrow.clockwise
30.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
30.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
30.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
30.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
30.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
30.calendar ~ calendar
30.calendar.ar ~ calendar
30.calendar.hi ~ calendar
31.calendar ~ calendar
31.calendar.ar ~ calendar
31.calendar.hi ~ calendar
4.calendar ~ calendar
4.calendar.ar ~ calendar
4.calendar.hi ~ calendar
45.arrow.trianglehead.clockwise ~ arrow.clockwise
45.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
45.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
45.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
45.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
45.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
5.arrow.trianglehead.clockwise ~ arrow.clockwise
5.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
5.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
5.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
5.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
5.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
5.calendar ~ calendar
5.calendar.ar ~ calendar
5.calendar.hi ~ calendar
6.calendar ~ calendar
6.calendar.ar ~ calendar
6.calendar.hi ~ calendar
60.arrow.trianglehead.clockwise ~ arrow.clockwise
60.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
60.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
60.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
60.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
60.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
7.calendar ~ calendar
7.calendar.ar ~ calendar
7.calendar.hi ~ calendar
75.arrow.trianglehead.clockwise ~ arrow.clockwise
75.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
75.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
75.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
75.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
75.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
8.calendar ~ calendar
8.calendar.ar ~ calendar
8.calendar.hi ~ calendar
9.calendar ~ calendar
9.calendar.ar ~ calendar
9.calendar.hi ~ calendar
90.arrow.trianglehead.clockwise ~ arrow.clockwise
90.arrow.trianglehead.clockwise.ar ~ arrow.clockwise
90.arrow.trianglehead.clockwise.hi ~ arrow.clockwise
90.arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
90.arrow.trianglehead.counterclockwise.ar ~ arrow.counterclockwise
90.arrow.trianglehead.counterclockwise.hi ~ arrow.counterclockwise
ac
ac.slash
air.car.side
air.car.side.fill
air.convertible.side
air.convertible.side.fill
air.pickup.side
air.pickup.side.fill
air.suv.side
air.suv.side.fill
airplane.cloud
airplane.landed
airplane.path.dotted
airplane.ticket
airplane.ticket.fill
airplane.up.forward
airplane.up.forward.app
airplane.up.forward.app.fill
airplane.up.right
airplane.up.right.app
airplane.up.right.app.fill
airplaneseat
airplay.audio > airplayaudio
airplay.audio.badge.exclamationmark > airplayaudio.badge.exclamationmark
airplay.audio.circle > airplayaudio.circle
airplay.audio.circle.fill > airplayaudio.circle.fill
airplay.video > airplayvideo
airplay.video.badge.exclamationmark > airplayvideo.badge.exclamationmark
airplay.video.circle > airplayvideo.circle
airplay.video.circle.fill > airplayvideo.circle.fill
airpods.gen4
airpods.gen4.chargingcase.wireless
airpods.gen4.chargingcase.wireless.fill
airpods.gen4.left
airpods.gen4.right
airpods.max > airpodsmax
airpods.pro > airpodspro
airpods.pro.chargingcase.wireless > airpodspro.chargingcase.wireless
airpods.pro.chargingcase.wireless.fill > airpodspro.chargingcase.wireless.fill
airpods.pro.chargingcase.wireless.radiowaves.left.and.right > airpodspro.chargingcase.wireless.radiowaves.left.and.right
airpods.pro.chargingcase.wireless.radiowaves.left.and.right.fill > airpodspro.chargingcase.wireless.radiowaves.left.and.right.fill
airpods.pro.left > airpodpro.left
airpods.pro.right > airpodpro.right
american.football
american.football.circle
american.football.circle.fill
american.football.fill
american.football.professional
american.football.professional.circle
american.football.professional.circle.fill
american.football.professional.fill
antenna.radiowaves.left.and.right.slash.circle
antenna.radiowaves.left.and.right.slash.circle.fill
app.background.dotted
app.badge.clock
app.badge.clock.fill
app.grid
app.shadow
app.specular
app.translucent
append.page > doc.append
append.page.fill > doc.append.fill
append.page.fill.rtl > doc.append.fill.rtl
append.page.rtl > doc.append.rtl
apple.books.pages
apple.books.pages.fill
apple.classical.pages
apple.classical.pages.fill
apple.haptics.and.exclamationmark.triangle
apple.haptics.and.music.note
apple.haptics.and.music.note.slash
apple.homekit
apple.image.playground
apple.image.playground.fill
apple.intelligence
apple.intelligence.badge.xmark
apple.meditate.circle
apple.meditate.circle.fill
apple.podcasts.pages
apple.podcasts.pages.fill
apple.writing.tools
applepencil.doubletap
applepencil.hover
applepencil.squeeze
appletv.badge.checkmark
appletv.badge.checkmark.fill
appletv.badge.exclamationmark
appletv.badge.exclamationmark.fill
applewatch.badge.checkmark
applewatch.badge.exclamationmark
applewatch.case.sizes
apps.ipad.badge.checkmark
apps.ipad.badge.checkmark.rtl
apps.ipad.badge.plus
apps.ipad.on.rectangle.portrait.dashed
apps.ipad.on.rectangle.portrait.dashed.rtl
apps.iphone.badge.checkmark
apps.iphone.badge.checkmark.rtl
aqi.medium.gauge.open
arcade.stick.and.arrow.left.and.arrow.right.outward > arcade.stick.and.arrow.left.and.arrow.right
arrow.backward.circle.dotted
arrow.backward.to.line.compact
arrow.down.backward.and.arrow.up.forward.rectangle
arrow.down.backward.and.arrow.up.forward.rectangle.fill
arrow.down.backward.circle.dotted
arrow.down.circle.badge.pause
arrow.down.circle.badge.pause.fill
arrow.down.circle.badge.xmark
arrow.down.circle.badge.xmark.fill
arrow.down.document > arrow.down.doc
arrow.down.document.fill > arrow.down.doc.fill
arrow.down.forward.and.arrow.up.backward.rectangle
arrow.down.forward.and.arrow.up.backward.rectangle.fill
arrow.down.forward.circle.dotted
arrow.down.left.and.arrow.up.right.rectangle
arrow.down.left.and.arrow.up.right.rectangle.fill
arrow.down.left.circle.dotted
arrow.down.right.and.arrow.up.left.rectangle
arrow.down.right.and.arrow.up.left.rectangle.fill
arrow.down.right.circle.dotted
arrow.forward.circle.dotted
arrow.forward.folder
arrow.forward.folder.fill
arrow.forward.folder.fill.rtl
arrow.forward.folder.rtl
arrow.forward.to.line.compact
arrow.left.circle.dotted
arrow.right.circle.dotted
arrow.right.filled.filter.arrow.right
arrow.right.page.on.clipboard > arrow.right.doc.on.clipboard
arrow.trianglehead.2.clockwise ~ arrow.triangle.2.circlepath
arrow.trianglehead.2.clockwise.rotate.90 > arrow.triangle.2.circlepath
arrow.trianglehead.2.clockwise.rotate.90.camera > arrow.triangle.2.circlepath.camera
arrow.trianglehead.2.clockwise.rotate.90.camera.fill > arrow.triangle.2.circlepath.camera.fill
arrow.trianglehead.2.clockwise.rotate.90.circle > arrow.triangle.2.circlepath.circle
arrow.trianglehead.2.clockwise.rotate.90.circle.fill > arrow.triangle.2.circlepath.circle.fill
arrow.trianglehead.2.clockwise.rotate.90.icloud > arrow.triangle.2.circlepath.icloud
arrow.trianglehead.2.clockwise.rotate.90.icloud.fill > arrow.triangle.2.circlepath.icloud.fill
arrow.trianglehead.2.clockwise.rotate.90.page.on.clipboard > arrow.triangle.2.circlepath.doc.on.clipboard
arrow.trianglehead.2.counterclockwise ~ arrow.triangle.2.circlepath
arrow.trianglehead.2.counterclockwise.rotate.90 ~ arrow.triangle.2.circlepath
arrow.trianglehead.bottomleft.capsulepath.clockwise ~ arrow.triangle.capsulepath
arrow.trianglehead.branch > arrow.triangle.branch
arrow.trianglehead.clockwise ~ arrow.clockwise
arrow.trianglehead.clockwise.heart > arrow.clockwise.heart
arrow.trianglehead.clockwise.heart.fill > arrow.clockwise.heart.fill
arrow.trianglehead.clockwise.icloud > arrow.clockwise.icloud
arrow.trianglehead.clockwise.icloud.fill > arrow.clockwise.icloud.fill
arrow.trianglehead.clockwise.rotate.90 ~ arrow.clockwise
arrow.trianglehead.counterclockwise ~ arrow.counterclockwise
arrow.trianglehead.counterclockwise.icloud > arrow.counterclockwise.icloud
arrow.trianglehead.counterclockwise.icloud.fill > arrow.counterclockwise.icloud.fill
arrow.trianglehead.counterclockwise.rotate.90 > arrow.circlepath
arrow.trianglehead.left.and.right.righttriangle.left.righttriangle.right > arrow.left.and.right.righttriangle.left.righttriangle.right
arrow.trianglehead.left.and.right.righttriangle.left.righttriangle.right.fill > arrow.left.and.right.righttriangle.left.righttriangle.right.fill
arrow.trianglehead.merge > arrow.triangle.merge
arrow.trianglehead.pull > arrow.triangle.pull
arrow.trianglehead.rectanglepath > arrow.rectanglepath
arrow.trianglehead.swap > arrow.triangle.swap
arrow.trianglehead.topright.capsulepath.clockwise > arrow.triangle.capsulepath
arrow.trianglehead.turn.up.right ~ arrow.turn.up.right
arrow.trianglehead.turn.up.right.circle > arrow.triangle.turn.up.right.circle
arrow.trianglehead.turn.up.right.circle.fill > arrow.triangle.turn.up.right.circle.fill
arrow.trianglehead.turn.up.right.diamond > arrow.triangle.turn.up.right.diamond
arrow.trianglehead.turn.up.right.diamond.fill > arrow.triangle.turn.up.right.diamond.fill
arrow.trianglehead.up.and.down.righttriangle.up.righttriangle.down > arrow.up.and.down.righttriangle.up.righttriangle.down
arrow.trianglehead.up.and.down.righttriangle.up.righttriangle.down.fill > arrow.up.and.down.righttriangle.up.righttriangle.down.fill
arrow.up.backward.and.arrow.down.forward.rectangle
arrow.up.backward.and.arrow.down.forward.rectangle.fill
arrow.up.backward.circle.dotted
arrow.up.circle.dotted
arrow.up.document > arrow.up.doc
arrow.up.document.fill > arrow.up.doc.fill
arrow.up.folder
arrow.up.folder.fill
arrow.up.forward.and.arrow.down.backward.rectangle
arrow.up.forward.and.arrow.down.backward.rectangle.fill
arrow.up.forward.circle.dotted
arrow.up.left.and.arrow.down.right.rectangle
arrow.up.left.and.arrow.down.right.rectangle.fill
arrow.up.left.circle.dotted
arrow.up.page.on.clipboard > arrow.up.doc.on.clipboard
arrow.up.right.circle.dotted
australian.football
australian.football.circle
australian.football.circle.fill
australian.football.fill
australiandollarsign.arrow.trianglehead.counterclockwise.rotate.90 > australiandollarsign.arrow.circlepath
australiandollarsign.bank.building
australiandollarsign.bank.building.fill
australiandollarsign.gauge.chart.lefthalf.righthalf
australiandollarsign.gauge.chart.leftthird.topthird.rightthird
australiandollarsign.ring
australiandollarsign.ring.dashed
australsign.arrow.trianglehead.counterclockwise.rotate.90 > australsign.arrow.circlepath
australsign.bank.building
australsign.bank.building.fill
australsign.gauge.chart.lefthalf.righthalf
australsign.gauge.chart.leftthird.topthird.rightthird
australsign.ring
australsign.ring.dashed
backpack.sensor.tag.radiowaves.left.and.right
backpack.sensor.tag.radiowaves.left.and.right.fill
bahtsign.arrow.trianglehead.counterclockwise.rotate.90 > bahtsign.arrow.circlepath
bahtsign.bank.building
bahtsign.bank.building.fill
bahtsign.gauge.chart.lefthalf.righthalf
bahtsign.gauge.chart.leftthird.topthird.rightthird
bahtsign.ring
bahtsign.ring.dashed
base.unit
baseball.diamond.bases.outs.indicator
"""
}
