import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * React Router's `Link` without its `data-discover` attribute: that serves the framework's lazy
 * route discovery, which this app (every route known when it starts) does not use, and it would
 * only add markup to every link of every prerendered page.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <Link discover="none" {...props} ref={ref} />;
});
