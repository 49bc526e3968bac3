let steps: Int = "many"
print(steps)
