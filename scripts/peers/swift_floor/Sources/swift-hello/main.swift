// The smallest Swift program: the static runtime, no Foundation, one line written.
print("0")
