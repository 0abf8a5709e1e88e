#ifndef COUNTER_FUZZER_DRIVER_H
#define COUNTER_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (`LLVMFuzzerRunDriver`) on `argc`/`argv` with `callback` as the
/// target; -1 when libFuzzer is not linked in (a plain `swift build`; `make fuzz` links it).
int counter_fuzz_run_driver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
