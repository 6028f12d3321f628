import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast-store';
import { cameraErrorMessage, cameraSupport, captureFrame, openCamera, stopStream } from './camera';

export type CameraState = 'off' | 'starting' | 'live';

/**
 * The camera for a prescription photo (spec §4, §5, §8): back camera first, then any; its
 * tracks stop on Cancel, after a capture and when the sheet (this hook's owner) goes away.
 */
export function useCamera() {
  const [state, setState] = useState<CameraState>('off');
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const mounted = useRef(true);

  const stop = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  const start = useCallback(async () => {
    const support = cameraSupport();
    const mediaDevices = support.isSecureContext ? navigator.mediaDevices : undefined;
    if (!mediaDevices?.getUserMedia) {
      toast({ variant: 'destructive', ...cameraErrorMessage(null, support) });
      return;
    }
    setState('starting');
    try {
      const stream = await openCamera((c) => mediaDevices.getUserMedia(c));
      // The sheet closed while the browser asked for permission: let the camera go at once.
      if (!mounted.current) {
        stopStream(stream);
        return;
      }
      streamRef.current = stream;
      setState('live');
    } catch (error) {
      if (!mounted.current) return;
      setState('off');
      toast({ variant: 'destructive', ...cameraErrorMessage(error, support) });
    }
  }, []);

  /** The <video> shows the stream as soon as both exist. */
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, []);

  const capture = useCallback(async (): Promise<File> => {
    const video = videoRef.current;
    if (!video) throw new Error('The camera is not showing');
    try {
      return await captureFrame(video);
    } finally {
      stop();
    }
  }, [stop]);

  return { state, start, stop, capture, attachVideo };
}
