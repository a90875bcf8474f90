// The async boundary lets Module Federation set up the shared scope before React loads.
void import('./boot/bootstrap.js');
