// highlight.js ships types for its full bundle only; the "common" bundle
// (36 popular languages, a sixth of the start-up cost) has the same API.
declare module 'highlight.js/lib/common' {
  import hljs from 'highlight.js';
  export default hljs;
}
