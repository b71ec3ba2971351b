// An async boundary before anything imports React: Module Federation first agrees with the shell (or
// nobody, standalone) on the one shared copy of react, react-router-dom and zustand.
void import('./bootstrap');
