import type { EduEpisode } from '@ads/contract';
import { useEffect, useState } from 'react';
import { EpisodeClient } from '../sim/episode-client';
import type { Scene } from '../sim/protocol';

/**
 * An episode's scene (the road, its lights over time, the stopped cars), built by the episode
 * worker from the challenge's spec, which is deterministic: the replay's background.
 */
export function useScene(episode: EduEpisode | undefined) {
  const [state, setState] = useState<{ scene: Scene | null; error: string | null }>({
    scene: null,
    error: null,
  });
  const key = episode ? JSON.stringify(episode) : '';
  useEffect(() => {
    if (!key) return;
    const client = new EpisodeClient();
    let live = true;
    client.scene(JSON.parse(key) as EduEpisode).then(
      (scene) => live && setState({ scene, error: null }),
      (error: Error) => live && setState({ scene: null, error: error.message }),
    );
    return () => {
      live = false;
      client.dispose();
    };
  }, [key]);
  return state;
}
