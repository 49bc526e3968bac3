let label = "CountWidget"
