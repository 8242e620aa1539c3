// Counts heap allocations made by the calling thread, for the benchmarks: on Linux with glibc the
// benchmark executable's own malloc family wraps glibc's, so every allocation of the Swift runtime
// and Foundation passes through it; elsewhere nothing is counted and the count is -1.
#ifndef STATUSHUD_MALLOC_COUNTER_H
#define STATUSHUD_MALLOC_COUNTER_H

/// Starts counting the allocations of the calling thread, from 0.
void statushud_count_allocations_start(void);

/// Stops counting and returns how many allocations the calling thread made since the start, or -1
/// where allocations cannot be counted.
long long statushud_count_allocations_stop(void);

#endif
