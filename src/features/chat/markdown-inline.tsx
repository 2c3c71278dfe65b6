/**
 * A reply's inline Markdown (text, emphasis, code, task boxes, links) as elements. Links to other
 * sites open in a new tab, links to this site stay in the app, an email or phone link opens the
 * visitor's email or phone app (a new tab would be left blank), and a target that is not safe to
 * follow keeps only its text.
 */
import { Box, Code, Link } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import type { MdInline } from '@/lib/markdown/tree';

type MdLink = Extract<MdInline, { type: 'link' }>;

function InlineLink({ node }: { readonly node: MdLink }) {
  const children = renderInline(node.children);
  const image = node.image ? { 'data-md-image': '' } : {};
  const title = node.title === '' ? undefined : node.title;
  if (node.href === null) return <>{children}</>;
  const newTab = /^https?:/i.test(node.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return node.external ? (
    <Link
      href={node.href}
      title={title}
      {...newTab}
      color="paprika.800"
      textDecoration="underline"
      display="inline"
      overflowWrap="anywhere"
      {...image}
    >
      {children}
    </Link>
  ) : (
    <Link asChild color="paprika.800" textDecoration="underline" display="inline" overflowWrap="anywhere" {...image}>
      <RouterLink to={node.href} title={title}>
        {children}
      </RouterLink>
    </Link>
  );
}

function TaskMark({ done }: { readonly done: boolean }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={done ? 'Done' : 'Not done'}
      data-md-task={done ? 'done' : 'open'}
      color={done ? 'herb.700' : 'fg.muted'}
    >
      {done ? '☑' : '☐'}
    </Box>
  );
}

/** A reply's inline nodes as elements, keyed by their place. */
export function renderInline(nodes: readonly MdInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'softbreak':
        return <Fragment key={index}>{'\n'}</Fragment>;
      case 'hardbreak':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'del':
        return <del key={index}>{renderInline(node.children)}</del>;
      case 'code':
        return (
          <Code key={index} fontSize="0.9em" whiteSpace="pre-wrap">
            {node.text}
          </Code>
        );
      case 'task':
        return <TaskMark key={index} done={node.done} />;
      case 'link':
        return <InlineLink key={index} node={node} />;
    }
  });
}
