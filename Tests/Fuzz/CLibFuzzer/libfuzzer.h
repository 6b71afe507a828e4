#ifndef CONTACTSBOOK_LIBFUZZER_H
#define CONTACTSBOOK_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that keep their own main (linked by -sanitize=fuzzer).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
