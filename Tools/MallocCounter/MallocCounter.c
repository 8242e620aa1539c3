#include "MallocCounter.h"

#include <errno.h>      // also defines __GLIBC__ where the C library is glibc
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

// glibc's own entry points, which its public malloc family forwards to.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Thread_local int counting;
static _Thread_local long long counted;

static inline void count(void) {
    if (counting) counted += 1;
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t count_, size_t size) { count(); return __libc_calloc(count_, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void statushud_count_allocations_start(void) {
    counted = 0;
    counting = 1;
}

long long statushud_count_allocations_stop(void) {
    counting = 0;
    return counted;
}
#else
void statushud_count_allocations_start(void) {}
long long statushud_count_allocations_stop(void) { return -1; }
#endif
