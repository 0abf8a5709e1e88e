// libFuzzer's entry point, declared weak: a build without -sanitize=fuzzer links (the symbol is
// then null) and the program says how to build it; `make fuzz` links libFuzzer and forces the
// symbol in (-u LLVMFuzzerRunDriver: a weak reference alone pulls nothing out of an archive).
#include "fuzzer_driver.h"

extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int counter_fuzz_run_driver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
