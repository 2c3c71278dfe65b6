/**
 * React's packages are CommonJS: the bundler runs each the first time something requires it. Run
 * from the app's code, React's set-up was part of the one task in which that code ran; start-up
 * sets it going in a task of its own instead (src/main.tsx), as soon as React's code is in.
 */
export function startReact(): Promise<unknown> {
  return import('react-dom/client');
}
