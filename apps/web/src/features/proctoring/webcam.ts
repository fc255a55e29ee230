// The camera stream lives here, outside React, so the consent given on the statement page carries
// over to the test page (a client-side navigation keeps this module) and is asked once.

let stream: MediaStream | null = null;
const CONSENT_KEY = 'proctoring_webcam_consent';
const startedListeners = new Set<() => void>();

/** Called when the camera turns on (the test page takes its first snapshot at once). */
export function onWebcamStarted(listener: () => void): () => void {
  startedListeners.add(listener);
  return () => startedListeners.delete(listener);
}

export const hasWebcamConsent = (pcode: string) => sessionStorage.getItem(CONSENT_KEY) === pcode;

/** Asks the browser for the camera; remembers the consent for this participant in this tab. */
export async function startWebcam(pcode: string): Promise<MediaStream> {
  if (stream?.active) return stream;
  stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: false });
  sessionStorage.setItem(CONSENT_KEY, pcode);
  for (const listener of startedListeners) listener();
  return stream;
}

export function currentWebcam(): MediaStream | null {
  return stream?.active ? stream : null;
}

export function stopWebcam(): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
  stream = null;
}

/** One JPEG frame of the stream (a small one: the server takes at most 0.5 MB). */
export async function captureJpeg(media: MediaStream): Promise<Blob | null> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = media;
  await video.play().catch(() => undefined);
  const width = video.videoWidth || 640;
  const height = video.videoHeight || 480;
  const canvas = document.createElement('canvas');
  canvas.width = Math.min(width, 640);
  canvas.height = Math.round((canvas.width / width) * height);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  video.pause();
  video.srcObject = null;
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', 0.7));
}
