// The Linux descriptors the background ringer sleeps on that Swift's Glibc module leaves out: a timer on the wall
// clock that also fires when the clock is set (timerfd), and signals as a descriptor (signalfd).
#ifndef CWAKEUPS_H
#define CWAKEUPS_H
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#endif
