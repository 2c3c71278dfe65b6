import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/toaster';
import { COPY_FAILED } from './notices';

const COPIED_MS = 2_000;

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

/** A reply's code block: its language and a Copy button above it, and the code, scrolling sideways. */
export function CodeBlock({ lang, text, mt }: { readonly lang: string; readonly text: string; readonly mt: string }) {
  return (
    <Box data-md-wrap="" mt={mt} borderWidth="1px" borderColor="cream.300" rounded="md" overflow="hidden">
      <HStack data-md-chrome="" justify="space-between" ps="3" pe="1" py="0.5" bg="blackAlpha.50">
        <Text fontSize="xs" color="fg.muted">
          {lang === '' ? 'Code' : lang}
        </Text>
        <CopyButton code={text} lang={lang} />
      </HStack>
      <Box as="pre" p="3" overflowX="auto" fontSize="sm" tabIndex={0}>
        <code className={lang === '' ? undefined : `language-${lang}`}>{text}</code>
      </Box>
    </Box>
  );
}
