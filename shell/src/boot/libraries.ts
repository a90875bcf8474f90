// The libraries the boot runs, evaluated in a task of their own (decision 066): React DOM's
// evaluation alone is most of a long task on a slow phone, so the shell's modules come after it.
import 'react-dom/client';
import 'single-spa';
import '@module-federation/enhanced/runtime';
