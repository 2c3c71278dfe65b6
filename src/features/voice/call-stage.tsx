import { Avatar, Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CallMode } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { CameraPreview } from './camera-preview';

interface CallStageProps {
  readonly bot: Bot;
  readonly mode: CallMode;
  /** The assistant is speaking now: its picture says so, with a ring. */
  readonly speaking: boolean;
  readonly stream: MediaStream | null;
  readonly cameraOff: boolean;
  /** How long the call has lasted, in the stage's top corner. */
  readonly time: ReactNode;
}

/**
 * Who the visitor is talking to, large: the assistant's picture, ringed while it speaks. In a video
 * call the visitor's own camera is a small picture in the corner, as in any video call, since
 * it is the assistant they are looking at.
 */
export function CallStage({ bot, mode, speaking, stream, cameraOff, time }: CallStageProps) {
  const name = bot.persona.name;
  const video = mode === 'video';
  return (
    <Box
      position="relative"
      w="full"
      pt="8"
      pb={video ? '10' : '2'}
      bg={video ? 'cream.100' : undefined}
      rounded="md"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
    >
      <Box position="absolute" top="1" insetStart="3">
        {time}
      </Box>
      <Avatar.Root
        data-testid="call-assistant"
        data-speaking={speaking ? '' : undefined}
        boxSize={video ? { base: '32', md: '40' } : { base: '24', md: '28' }}
        bg="cream.200"
        outlineWidth="4px"
        outlineStyle="solid"
        outlineOffset="3px"
        outlineColor={speaking ? 'paprika.solid' : 'transparent'}
        transition="outline-color 0.2s"
      >
        <Avatar.Fallback name={name} fontSize="4xl" />
        <Avatar.Image src={bot.persona.avatarUrl} alt="" />
      </Avatar.Root>
      <Text fontWeight="semibold" fontSize="lg">
        {name}
      </Text>
      {mode === 'video' ? (
        <Box position="absolute" bottom="2" insetEnd="2" w={{ base: '24', md: '28' }}>
          <CameraPreview stream={stream} cameraOff={cameraOff} />
        </Box>
      ) : null}
    </Box>
  );
}
