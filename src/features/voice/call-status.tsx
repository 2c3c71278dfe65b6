import { Box, HStack, Switch, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { MicIcon } from '@/lib/icons/icons';
import { MicOffIcon, SpeakerIcon } from '@/lib/icons/media-icons';
import type { CallStatusKind } from './call-machine';
import type { CallSettings } from './call-settings';
import type { Caption } from './captions';

const ICONS: Record<CallStatusKind, typeof MicIcon | null> = {
  connecting: null,
  ended: null,
  muted: MicOffIcon,
  listening: MicIcon,
  thinking: null,
  speaking: SpeakerIcon,
  ready: MicIcon,
};

/** The call's one large status line ("Listening", "Thinking", …) with its icon. */
export function CallStatusLine({ kind, text }: { kind: CallStatusKind; text: string }) {
  const Icon = ICONS[kind];
  return (
    <HStack gap="3" minH="10" data-status={kind}>
      <Box aria-hidden fontSize="2xl" color={kind === 'speaking' ? 'paprika.fg' : 'fg'} display="flex">
        {Icon ? <Icon /> : <ThinkingDots />}
      </Box>
      <Text role="status" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short">
        {text}
      </Text>
    </HStack>
  );
}

function ThinkingDots() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

function prefersCalm(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    document.documentElement.dataset.motion === 'calm' ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A bar that shows how loud the microphone is, so the visitor sees they are heard, and, while the
 * assistant speaks, how loud its voice is (in another colour). With reduced or calm motion it
 * changes at most twice a second, in steps, without easing. Until the call is `live` it is an
 * empty bar, there from the start so that nothing below it moves as the call connects.
 */
export function LevelMeter({
  live,
  level,
  voiceLevel,
  speaking,
}: {
  live: boolean;
  level: () => number | null;
  voiceLevel: () => number | null;
  speaking: boolean;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!live) return;
    const calm = prefersCalm();
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const draw = () => {
      const value = speaking ? voiceLevel() : level();
      if (bar.current) {
        const shown = value === null ? 0 : calm ? Math.round(value * 4) / 4 : value;
        bar.current.style.transform = `scaleX(${Math.max(shown, 0.02)})`;
      }
    };
    if (calm) timer = setInterval(draw, 500);
    else {
      const loop = () => {
        draw();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [live, level, voiceLevel, speaking]);
  return (
    <Box aria-hidden h="2" borderRadius="full" bg="bg.muted" overflow="hidden" data-testid="level-meter">
      <Box
        ref={bar}
        h="full"
        bg={speaking ? 'paprika.solid' : 'green.solid'}
        transformOrigin="left"
        style={{ transform: 'scaleX(0.02)' }}
      />
    </Box>
  );
}

/**
 * The live transcript: the visitor's turns and the assistant's sentences as they are spoken, in
 * large type. It has no height of its own (a box of its own cut lines in half): it grows, and the
 * call's screen scrolls, keeping the newest line in view.
 */
export function CallTranscript({ captions, botName }: { captions: readonly Caption[]; botName: string }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [captions]);
  return (
    <VStack
      role="log"
      aria-label="Call transcript"
      align="stretch"
      gap="2"
      tabIndex={0}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      fontSize={{ base: 'lg', md: 'xl' }}
      lineHeight="tall"
    >
      {captions.length === 0 ? <Text color="fg.muted">What is said appears here.</Text> : null}
      {captions.map((caption) => (
        <Text key={caption.id}>
          <Text as="span" fontWeight="semibold">
            {caption.role === 'user' ? 'You' : botName}:{' '}
          </Text>
          {caption.text}
        </Text>
      ))}
      <div ref={end} />
    </VStack>
  );
}

interface SettingSwitchProps {
  readonly name: keyof CallSettings;
  readonly label: string;
  readonly hint: string;
  readonly settings: CallSettings;
  readonly onChange: (change: Partial<CallSettings>) => void;
}

function SettingSwitch({ name, label, hint, settings, onChange }: SettingSwitchProps) {
  return (
    <Switch.Root
      checked={settings[name]}
      onCheckedChange={(details) => onChange({ [name]: details.checked })}
      colorPalette="paprika"
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        {label}
        <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      </Switch.Label>
    </Switch.Root>
  );
}

/** Hands-free, on the call's screen itself: it decides whether the visitor needs Speak at all. */
export function HandsFreeSwitch(props: Pick<SettingSwitchProps, 'settings' | 'onChange'>) {
  return (
    <SettingSwitch name="handsFree" label="Hands-free" hint="Listens by itself; no need to press Speak." {...props} />
  );
}

const SETTINGS: ReadonlyArray<{ name: keyof CallSettings; label: string; hint: string }> = [
  { name: 'moreTime', label: 'Give me more time', hint: 'Waits longer before answering when you pause.' },
  { name: 'slowerSpeech', label: 'Slower speech', hint: 'The assistant speaks more slowly.' },
  { name: 'sounds', label: 'Sounds', hint: 'A soft sound when it starts listening or thinking.' },
];

/** The call's other settings, kept on this device. */
export function CallSettingsPanel({
  settings,
  onChange,
}: {
  settings: CallSettings;
  onChange: (change: Partial<CallSettings>) => void;
}) {
  return (
    <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="2">
      <Box as="summary" cursor="pointer" fontWeight="semibold" py="1">
        More call settings
      </Box>
      <VStack align="stretch" gap="3" pt="2">
        {SETTINGS.map((setting) => (
          <SettingSwitch key={setting.name} {...setting} settings={settings} onChange={onChange} />
        ))}
      </VStack>
    </Box>
  );
}
