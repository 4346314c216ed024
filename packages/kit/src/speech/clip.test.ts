import { describe, expect, it } from 'vitest';
import { createClipPlayer, type ClipAudio } from './clip';
import { createReadAloudController } from './controller';
import { createFakeSpeechEngine } from './fakeEngine';

type PlayBehaviour = 'plays' | 'rejects' | 'throws';

/** A stand-in for HTMLAudioElement: it plays when told and fires `ended` or `error` on cue. */
class FakeAudio extends EventTarget implements ClipAudio {
  paused = true;
  constructor(
    readonly src: string,
    private readonly behaviour: PlayBehaviour,
  ) {
    super();
  }
  play(): Promise<void> {
    if (this.behaviour === 'throws') throw new Error('play is not supported');
    if (this.behaviour === 'rejects') {
      return Promise.reject(new DOMException('No gesture yet', 'NotAllowedError'));
    }
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  finish(): void {
    this.dispatchEvent(new Event('ended'));
  }
  failToLoad(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** Resolves after every promise reaction already queued has run (a task boundary). */
function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function setUp(behaviour: PlayBehaviour = 'plays') {
  const engine = createFakeSpeechEngine();
  const controller = createReadAloudController({ engine, storage: null, interacted: true });
  const audios: FakeAudio[] = [];
  const player = createClipPlayer({
    controller,
    origin: 'https://lingos.test',
    createAudio: (src) => {
      const audio = new FakeAudio(src, behaviour);
      audios.push(audio);
      return audio;
    },
  });
  return { engine, controller, audios, player };
}

describe('createClipPlayer', () => {
  it('stops speech, then plays a clip from our own origin to its end', async () => {
    const { engine, controller, audios, player } = setUp();
    const speaking = controller.speak('Which letter does ball start with?');
    const playback = player.play('/clips/b.mp3', 'B.');
    await expect(speaking.ended).resolves.toEqual({ type: 'end', reason: 'cancelled' });
    expect(audios.map((audio) => audio.src)).toEqual(['/clips/b.mp3']);
    expect(audios[0]?.paused).toBe(false);
    audios[0]?.finish();
    await expect(playback.ended).resolves.toEqual({ via: 'clip', reason: 'finished' });
    expect(engine.said).toEqual([{ text: 'Which letter does ball start with?', rate: 0.9 }]);
  });

  it('speaks the fallback when there is no clip', async () => {
    const { engine, audios, player } = setUp();
    const playback = player.play(null, ['B.', 'as in ball.']);
    expect(audios).toHaveLength(0);
    expect(engine.said).toEqual([
      { text: 'B.', rate: 0.9 },
      { text: 'as in ball.', rate: 0.9 },
    ]);
    engine.finish();
    await expect(playback.ended).resolves.toEqual({ via: 'speech', reason: 'finished' });
  });

  it('speaks the fallback, at its rate, when the clip fails to load', async () => {
    const { engine, audios, player } = setUp();
    const playback = player.play('/clips/missing.mp3', 'ship', { rate: 0.6 });
    audios[0]?.failToLoad();
    expect(audios[0]?.paused).toBe(true);
    expect(engine.said).toEqual([{ text: 'ship', rate: 0.6 }]);
    engine.finish();
    await expect(playback.ended).resolves.toEqual({ via: 'speech', reason: 'finished' });
  });

  it('speaks the fallback when play() is refused or throws', async () => {
    for (const behaviour of ['rejects', 'throws'] as const) {
      const { engine, player } = setUp(behaviour);
      const playback = player.play('/clips/b.mp3', 'B.');
      await settled();
      expect(engine.said).toEqual([{ text: 'B.', rate: 0.9 }]);
      engine.finish();
      await expect(playback.ended).resolves.toEqual({ via: 'speech', reason: 'finished' });
    }
  });

  it('speaks the fallback where there is no Audio', () => {
    const engine = createFakeSpeechEngine();
    const controller = createReadAloudController({ engine, storage: null });
    const player = createClipPlayer({ controller, createAudio: null, origin: 'https://a.test' });
    player.play('/clips/b.mp3', 'B.');
    expect(engine.said).toEqual([{ text: 'B.', rate: 0.9 }]);
  });

  it('never loads a clip from another origin', () => {
    const { engine, audios, player } = setUp();
    player.play('https://elsewhere.test/b.mp3', 'B.');
    player.play('data:audio/mp3;base64,AAAA', 'C.');
    player.play('https://lingos.test/clips/d.mp3', 'D.');
    expect(audios.map((audio) => audio.src)).toEqual(['https://lingos.test/clips/d.mp3']);
    expect(engine.said.map((utterance) => utterance.text)).toEqual(['B.', 'C.']);
  });

  it('stops the clip before when another is played', async () => {
    const { audios, player } = setUp();
    const first = player.play('/clips/b.mp3', 'B.');
    const second = player.play('/clips/c.mp3', 'C.');
    await expect(first.ended).resolves.toEqual({ via: 'clip', reason: 'cancelled' });
    expect(audios[0]?.paused).toBe(true);
    expect(audios[1]?.paused).toBe(false);
    audios[0]?.finish();
    second.cancel();
    await expect(second.ended).resolves.toEqual({ via: 'clip', reason: 'cancelled' });
  });

  it('stops a clip, or the speech standing in for one', async () => {
    const { engine, audios, player } = setUp();
    const clip = player.play('/clips/b.mp3', 'B.');
    player.stop();
    expect(audios[0]?.paused).toBe(true);
    await expect(clip.ended).resolves.toEqual({ via: 'clip', reason: 'cancelled' });
    const spoken = player.play(null, 'B.');
    player.stop();
    expect(engine.speaking).toBe(false);
    await expect(spoken.ended).resolves.toEqual({ via: 'speech', reason: 'cancelled' });
  });
});
