// The shared modules are eager (in this entry, decision 054): no async boundary is needed before React loads.
// The boot is evaluated in tasks after the entry's (decisions 064 and 066): the entry runs the
// federation runtime, the next task the libraries (React DOM above all), the one after the shell's
// own modules, each shorter than the three would be as one. `eager`: in this file still, no
// request of its own.
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './boot/libraries.js').then(() =>
    setTimeout(() => void import(/* webpackMode: "eager" */ './boot/bootstrap.js'), 0),
  );
}, 0);
