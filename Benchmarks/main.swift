print("benchmarks: coming")
