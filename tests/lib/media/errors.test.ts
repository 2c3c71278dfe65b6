// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { classifyMediaError, MediaAccessError, type MediaErrorKind } from '@/lib/media/errors';
import { domError } from '../../helpers/media';

describe('classifyMediaError', () => {
  it.each<[string, MediaErrorKind]>([
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['PermissionDeniedError', 'permission-denied'],
    ['NotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['DevicesNotFoundError', 'no-device'],
    ['NotReadableError', 'device-busy'],
    ['AbortError', 'device-busy'],
    ['TrackStartError', 'device-busy'],
    ['NotSupportedError', 'unsupported'],
    ['TypeError', 'recorder-failed'],
    ['SomethingNew', 'recorder-failed'],
  ])('maps %s to %s', (name, kind) => {
    expect(classifyMediaError(domError(name))).toBe(kind);
  });

  it('keeps the kind of its own errors and treats anything else as a recorder failure', () => {
    expect(classifyMediaError(new MediaAccessError('cancelled', 'x'))).toBe('cancelled');
    expect(classifyMediaError('boom')).toBe('recorder-failed');
    expect(classifyMediaError(null)).toBe('recorder-failed');
  });
});
