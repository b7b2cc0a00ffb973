/** A style sheet imported as text (`?inline`: Vite and Rsbuild natively, Rspack through the app build's rule). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
