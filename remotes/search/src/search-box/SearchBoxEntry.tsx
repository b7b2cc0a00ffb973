// The search box as the shell loads it at runtime (`search/SearchBox`): the right column and the phone header.
export { SearchBox as default } from './SearchBox';
