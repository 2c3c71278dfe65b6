import { Box, Button, Code, Heading, HStack, Link, List, Table, Text } from '@chakra-ui/react';
import { Fragment, memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { parseSourceBlocks, type SourceBlock } from '@/lib/markdown/parse';
import { createStreamParser } from '@/lib/markdown/stream';
import type { MdBlock, MdInline, MdTableCell } from '@/lib/markdown/tree';
import { notify } from '@/lib/toaster';
import { COPY_FAILED } from './notices';

/** The page has its h1 and the bot's h2: a reply's headings start below them. */
const HEADING_OFFSET = 2;
const HEADING_SIZES = ['lg', 'md', 'sm', 'sm', 'xs', 'xs'] as const;
const COPIED_MS = 2_000;

function renderInline(nodes: readonly MdInline[]): ReactNode[] {
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
        return (
          <Box
            as="span"
            key={index}
            role="img"
            aria-label={node.done ? 'Done' : 'Not done'}
            data-md-task={node.done ? 'done' : 'open'}
            color={node.done ? 'herb.700' : 'fg.muted'}
          >
            {node.done ? '☑' : '☐'}
          </Box>
        );
      case 'link': {
        const children = renderInline(node.children);
        const image = node.image ? { 'data-md-image': '' } : {};
        const title = node.title === '' ? undefined : node.title;
        if (node.href === null) return <Fragment key={index}>{children}</Fragment>;
        return node.external ? (
          <Link
            key={index}
            href={node.href}
            title={title}
            target="_blank"
            rel="noopener noreferrer"
            color="paprika.800"
            textDecoration="underline"
            display="inline"
            overflowWrap="anywhere"
            {...image}
          >
            {children}
          </Link>
        ) : (
          <Link
            key={index}
            asChild
            color="paprika.800"
            textDecoration="underline"
            display="inline"
            overflowWrap="anywhere"
            {...image}
          >
            <RouterLink to={node.href} title={title}>
              {children}
            </RouterLink>
          </Link>
        );
      }
    }
  });
}

function CopyButton({ code, lang }: { readonly code: string; readonly lang: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="2xs"
      variant="ghost"
      colorPalette="gray"
      aria-label={copied ? 'Copied' : `Copy ${lang === '' ? 'the' : lang} code`}
      onClick={() => {
        navigator.clipboard
          .writeText(code)
          .then(() => setCopied(true))
          .catch(() => notify(COPY_FAILED));
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

function TableCell({ cell, head }: { readonly cell: MdTableCell; readonly head: boolean }) {
  const Cell = head ? Table.ColumnHeader : Table.Cell;
  return (
    <Cell style={cell.align ? { textAlign: cell.align } : undefined} whiteSpace="pre-wrap" minW="6rem">
      {renderInline(cell.children)}
    </Cell>
  );
}

function BlockView({ block, first }: { readonly block: MdBlock; readonly first: boolean }): ReactNode {
  const mt = first ? '0' : '2';
  switch (block.type) {
    case 'paragraph':
      return block.tight ? (
        <>{renderInline(block.children)}</>
      ) : (
        <Text mt={mt} whiteSpace="pre-wrap" overflowWrap="anywhere">
          {renderInline(block.children)}
        </Text>
      );
    case 'heading': {
      const level = Math.min(6, block.level + HEADING_OFFSET);
      return (
        <Heading
          as={`h${level}` as 'h3'}
          data-md-heading={block.level}
          size={HEADING_SIZES[block.level - 1] ?? 'xs'}
          mt={first ? '0' : '3'}
          overflowWrap="anywhere"
        >
          {renderInline(block.children)}
        </Heading>
      );
    }
    case 'blockquote':
      return (
        <Box as="blockquote" mt={mt} ps="3" borderStartWidth="3px" borderColor="cream.300" color="fg.muted">
          <Blocks blocks={block.children} />
        </Box>
      );
    case 'list':
      return (
        <List.Root
          as={block.ordered ? 'ol' : 'ul'}
          {...(block.start === null ? {} : { start: block.start })}
          mt={mt}
          ps="5"
          listStyleType={block.ordered ? 'decimal' : 'disc'}
        >
          {block.items.map((item, index) => {
            const first = item.children[0];
            const task = first?.type === 'paragraph' && first.children[0]?.type === 'task';
            return (
              <List.Item
                key={index}
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                listStyleType={task ? 'none' : undefined}
              >
                <Blocks blocks={item.children} />
              </List.Item>
            );
          })}
        </List.Root>
      );
    case 'code':
      return (
        <Box data-md-wrap="" mt={mt} borderWidth="1px" borderColor="cream.300" rounded="md" overflow="hidden">
          <HStack data-md-chrome="" justify="space-between" ps="3" pe="1" py="0.5" bg="blackAlpha.50">
            <Text fontSize="xs" color="fg.muted">
              {block.lang === '' ? 'Code' : block.lang}
            </Text>
            <CopyButton code={block.text} lang={block.lang} />
          </HStack>
          <Box as="pre" p="3" overflowX="auto" fontSize="sm" tabIndex={0}>
            <code className={block.lang === '' ? undefined : `language-${block.lang}`}>{block.text}</code>
          </Box>
        </Box>
      );
    case 'rule':
      return <Box as="hr" my="3" borderColor="cream.300" />;
    case 'table':
      return (
        <Box data-md-wrap="" role="group" aria-label="Table" tabIndex={0} mt={mt} maxW="full" overflowX="auto">
          <Table.Root size="sm" variant="outline" width="auto">
            <Table.Header>
              <Table.Row>
                {block.head.map((cell, index) => (
                  <TableCell key={index} cell={cell} head />
                ))}
              </Table.Row>
            </Table.Header>
            {block.rows.length > 0 && (
              <Table.Body>
                {block.rows.map((row, index) => (
                  <Table.Row key={index}>
                    {row.map((cell, cellIndex) => (
                      <TableCell key={cellIndex} cell={cell} head={false} />
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            )}
          </Table.Root>
        </Box>
      );
  }
}

function Blocks({ blocks }: { readonly blocks: readonly MdBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} first={index === 0} />
      ))}
    </>
  );
}

/** One top-level block: rendered again only when its source changes. */
const SourceBlockView = memo(
  function SourceBlockView({ block, first }: { readonly block: SourceBlock; readonly first: boolean }) {
    return block.nodes.map((node, index) => <BlockView key={index} block={node} first={first && index === 0} />);
  },
  (before, after) => before.block.source === after.block.source && before.first === after.first,
);

/**
 * Renders a reply's Markdown as elements, never as HTML. While `streaming`, finished blocks are
 * parsed once and kept; only the growing end is parsed again.
 */
export const MarkdownView = memo(function MarkdownView({
  source,
  streaming = false,
}: {
  readonly source: string;
  readonly streaming?: boolean;
}) {
  const [stream] = useState(createStreamParser);
  const blocks = useMemo(
    () => (streaming ? stream.update(source) : parseSourceBlocks(source)),
    [stream, source, streaming],
  );
  return (
    <Box data-md-wrap="" minW="0" maxW="full">
      {blocks.map((block, index) => (
        <SourceBlockView key={index} block={block} first={index === 0} />
      ))}
    </Box>
  );
});
