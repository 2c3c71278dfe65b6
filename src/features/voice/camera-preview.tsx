import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface CameraPreviewProps {
  readonly stream: MediaStream | null;
  readonly cameraOff: boolean;
}

/** The visitor's own camera, mirrored like a mirror, muted so they never hear themselves. */
export function CameraPreview({ stream, cameraOff }: CameraPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    // autoPlay alone does not always start a stream assigned after mount.
    if (stream) element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);

  const showVideo = stream !== null && !cameraOff;
  return (
    <Box
      position="relative"
      w="full"
      aspectRatio={4 / 3}
      bg="gray.900"
      color="white"
      rounded="md"
      shadow="md"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <video
        ref={video}
        aria-label="Your camera"
        autoPlay
        muted
        playsInline
        hidden={!showVideo}
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
      />
      {showVideo ? null : (
        <Text fontSize="xs" textAlign="center" px="1">
          {cameraOff ? 'Your camera is off' : 'Waiting for the camera…'}
        </Text>
      )}
    </Box>
  );
}
