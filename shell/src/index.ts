// The shared modules are eager (in this entry, decision 054): no async boundary is needed before React loads.
// The boot's own modules are evaluated in a task after the entry's (decision 064): the federation
// runtime and the shared modules, then the shell, as two shorter tasks instead of one long one.
// `eager`: in this file still, no request of its own.
setTimeout(() => void import(/* webpackMode: "eager" */ './boot/bootstrap.js'), 0);
