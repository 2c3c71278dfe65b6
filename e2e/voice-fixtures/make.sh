#!/bin/sh
# Regenerates the recordings used as the microphone in the voice tests and the voice bench
# (Chromium's --use-file-for-fake-audio-capture). Needs espeak-ng and sox (Debian packages).
# Each is 16 kHz mono 16-bit WAV, padded with silence: Chromium repeats the file's last buffer
# after its end with %noloop, so every file ends in silence.
#
#   sh e2e/voice-fixtures/make.sh
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

say() { # say NAME "text" : espeak speech at 16 kHz, its own leading and trailing silence cut, so
  # the speech starts and ends exactly where the padding says (the voice bench relies on that)
  espeak-ng -v en-us -s 160 -w "$tmp/$1.raw.wav" "$2"
  sox "$tmp/$1.raw.wav" -r 16000 -c 1 -b 16 "$tmp/$1.wav" \
    silence 1 0.01 0.3% reverse silence 1 0.01 0.3% reverse
}
silence() { # silence NAME SECONDS
  sox -n -r 16000 -c 1 -b 16 "$tmp/$1.wav" trim 0 "$2"
}

# One question, then silence: a hands-free turn (2.5 s lead-in, 6 s after).
say question "What does the pro plan cost per month?"
silence lead 2.5
silence tail 6
sox "$tmp/lead.wav" "$tmp/question.wav" "$tmp/tail.wav" question.wav

# A question, then the visitor talks over the reply 4.5 s after the question ended.
say plans "Tell me about your plans."
say stop "Wait, stop. How do I install the app?"
silence gap 4.5
silence long 8
sox "$tmp/lead.wav" "$tmp/plans.wav" "$tmp/gap.wav" "$tmp/stop.wav" "$tmp/long.wav" barge-in.wav

# An utterance with two 600 ms pauses inside it: one turn, first word kept, nothing cut off.
say part1 "I would like to know"
say part2 "how much the pro plan costs"
say part3 "for a small restaurant."
silence pause 0.6
sox "$tmp/lead.wav" "$tmp/part1.wav" "$tmp/pause.wav" "$tmp/part2.wav" "$tmp/pause.wav" "$tmp/part3.wav" \
  "$tmp/tail.wav" pauses.wav

# Room noise with television babble far away: no turn is addressed to the assistant. Brown
# noise at a quiet room's level, and espeak voices mixed 30 dB down like a TV in another room.
say tv1 "And now the weather for the weekend. Expect clouds in the north and sunshine later on Sunday."
say tv2 "The council met on Tuesday to discuss the new bridge, which will open next spring."
sox "$tmp/tv1.wav" "$tmp/tv2.wav" "$tmp/tv1.wav" "$tmp/tv.wav"
sox "$tmp/tv.wav" "$tmp/tv-low.wav" vol -30 dB pad 1 0 trim 0 20
sox -n -r 16000 -c 1 -b 16 "$tmp/room.wav" synth 20 brownnoise vol -40 dB
sox -m "$tmp/room.wav" "$tmp/tv-low.wav" -b 16 noise.wav trim 0 20

# A search phrase right away (voice search records from the moment it opens the microphone).
say search "pricing plans"
silence short 0.5
sox "$tmp/short.wav" "$tmp/search.wav" "$tmp/tail.wav" search.wav

for file in question barge-in pauses noise search; do
  printf '%s.wav: %s s\n' "$file" "$(soxi -D "$file.wav")"
done
