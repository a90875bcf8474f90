// The shared modules are eager (in this entry, decision 054): no async boundary is needed before React loads.
import './boot/bootstrap.js';
