// Loaded after first paint by LazyMotion, so the animation engine stays off the critical path.
export { domAnimation as default } from 'framer-motion';
