let unit = "widget"
