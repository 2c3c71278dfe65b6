import { Avatar, Box, Text } from '@chakra-ui/react';
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
}

/**
 * Who the visitor is talking to, large: the assistant's picture, ringed while it speaks. In a video
 * call the visitor's own camera is a small picture in the corner, as in any video call, since
 * it is the assistant they are looking at.
 */
export function CallStage({ bot, mode, speaking, stream, cameraOff }: CallStageProps) {
  const name = bot.persona.name;
  return (
    <Box
      position="relative"
      w="full"
      aspectRatio={mode === 'video' ? 4 / 3 : undefined}
      py={mode === 'video' ? '0' : '4'}
      bg={mode === 'video' ? 'cream.100' : undefined}
      rounded="md"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="2"
    >
      <Avatar.Root
        data-testid="call-assistant"
        data-speaking={speaking ? '' : undefined}
        boxSize={mode === 'video' ? '55%' : '32'}
        maxW="64"
        maxH="64"
        aspectRatio="1"
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
        <Box position="absolute" bottom="2" insetEnd="2" w="30%" minW="24" data-testid="call-camera">
          <CameraPreview stream={stream} cameraOff={cameraOff} />
        </Box>
      ) : null}
    </Box>
  );
}
