import { Box, Heading, List, Table, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { SourceBlock } from '@/lib/markdown/parse';
import type { MdBlock, MdInline, MdTableCell } from '@/lib/markdown/tree';
import { CodeBlock } from './markdown-code-block';
import { renderInline } from './markdown-inline';
import { groupLongInline, inlineLength, LONG_TEXT_CHARS, LongBlocks, UnparsedText } from './markdown-long-text';
import { useReplyMarkdown } from './use-reply-markdown';

/** The page has its h1 and the bot's h2: a reply's headings start below them. */
const HEADING_OFFSET = 2;
const HEADING_SIZES = ['lg', 'md', 'sm', 'sm', 'xs', 'xs'] as const;

type Block<T extends MdBlock['type']> = Extract<MdBlock, { type: T }>;

function TableCell({ cell, head }: { readonly cell: MdTableCell; readonly head: boolean }) {
  const Cell = head ? Table.ColumnHeader : Table.Cell;
  return (
    <Cell style={cell.align ? { textAlign: cell.align } : undefined} whiteSpace="pre-wrap" minW="6rem">
      {renderInline(cell.children)}
    </Cell>
  );
}

function ListView({ block, mt }: { readonly block: Block<'list'>; readonly mt: string }) {
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
}

function TableView({ block, mt }: { readonly block: Block<'table'>; readonly mt: string }) {
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

/** A paragraph's inline content; a very long one laid out in blocks (`./markdown-long-text`). */
function paragraphContent(children: readonly MdInline[]): ReactNode {
  if (inlineLength(children, LONG_TEXT_CHARS) <= LONG_TEXT_CHARS) return renderInline(children);
  return <LongBlocks groups={groupLongInline(children).map(renderInline)} />;
}

function BlockView({ block, first }: { readonly block: MdBlock; readonly first: boolean }): ReactNode {
  const mt = first ? '0' : '2';
  switch (block.type) {
    case 'paragraph':
      return block.tight ? (
        <>{paragraphContent(block.children)}</>
      ) : (
        <Text mt={mt} whiteSpace="pre-wrap" overflowWrap="anywhere">
          {paragraphContent(block.children)}
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
      return <ListView block={block} mt={mt} />;
    case 'code':
      return <CodeBlock lang={block.lang} text={block.text} mt={mt} />;
    case 'rule':
      return <Box as="hr" my="3" borderColor="cream.300" />;
    case 'table':
      return <TableView block={block} mt={mt} />;
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
 * Renders a reply's Markdown as elements, never as HTML, parsed a bounded step at a time
 * (`useReplyMarkdown`): while `streaming`, finished blocks are parsed once and kept; a long reply
 * shows the end not parsed yet as written until the next frames have parsed it.
 */
export const MarkdownView = memo(function MarkdownView({
  source,
  streaming = false,
}: {
  readonly source: string;
  readonly streaming?: boolean;
}) {
  const { blocks, rest } = useReplyMarkdown(source, streaming);
  return (
    <Box data-md-wrap="" minW="0" maxW="full">
      {blocks.map((block, index) => (
        <SourceBlockView key={index} block={block} first={index === 0} />
      ))}
      {rest !== '' && (
        <Text mt={blocks.length === 0 ? '0' : '2'} whiteSpace="pre-wrap" overflowWrap="anywhere">
          <UnparsedText text={rest} start={source.length - rest.length} />
        </Text>
      )}
    </Box>
  );
});
