// glibc's allocator tuning (mallopt), which the Glibc module does not bring.
#include <malloc.h>
