import { Box, Code, Link, List, Text } from '@chakra-ui/react';
import { Fragment, memo, type ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { parseMarkdown, type Inline } from './markdown';

function renderInline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <Code key={index} fontSize="0.9em">
            {node.text}
          </Code>
        );
      case 'link':
        return node.external ? (
          <Link
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            color="paprika.800"
            textDecoration="underline"
            display="inline"
            overflowWrap="anywhere"
          >
            {renderInline(node.children)}
          </Link>
        ) : (
          <Link
            key={index}
            asChild
            color="paprika.800"
            textDecoration="underline"
            display="inline"
            overflowWrap="anywhere"
          >
            <RouterLink to={node.href}>{renderInline(node.children)}</RouterLink>
          </Link>
        );
    }
  });
}

/** Renders a reply's Markdown subset as elements (never as HTML). */
export const MarkdownView = memo(function MarkdownView({ source }: { source: string }) {
  const blocks = parseMarkdown(source);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === 'paragraph') {
          return (
            <Text key={index} mt={index === 0 ? '0' : '2'} whiteSpace="pre-wrap" overflowWrap="anywhere">
              {renderInline(block.children)}
            </Text>
          );
        }
        if (block.type === 'code') {
          return (
            <Box as="pre" key={index} mt="2" p="2" bg="blackAlpha.50" rounded="md" overflowX="auto" fontSize="sm">
              <code>{block.text}</code>
            </Box>
          );
        }
        return (
          <List.Root as={block.ordered ? 'ol' : 'ul'} key={index} mt="2" ps="5">
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{renderInline(item)}</List.Item>
            ))}
          </List.Root>
        );
      })}
    </>
  );
});
