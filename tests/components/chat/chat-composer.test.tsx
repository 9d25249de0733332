import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatScreen } from '@/components/chat/chat-screen';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';
import { aConversation, aMessage, messagesAnswer, otherUserId, propertyId } from './chat-fixtures';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 10_000 };

/** The chat page on conversation 300, counting the messages sent. */
function openComposer() {
  const sent: FormData[] = [];
  mswServer.use(
    http.get(apiUrl('get_chats'), () => okEnvelope([aConversation()], { total: 1 })),
    http.get(apiUrl('get_messages'), () => messagesAnswer([aMessage(61)], 1)),
    http.post(apiUrl('send_message'), async ({ request }) => {
      sent.push(await request.formData());
      return okEnvelope(aMessage(63, { message: 'Hello' }));
    }),
  );
  renderSignedIn(<ChatScreen />, {
    router: atPage('/user/chat', { with: String(otherUserId), property: String(propertyId) }),
  });
  return sent;
}

/** The browser's recorder and microphone (outside our code), stubbed; answers the track's stop. */
function stubMicrophone() {
  /** A recorder that hands over one chunk when stopped: the browser's, outside our code. */
  class FakeRecorder {
    static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
    state: 'inactive' | 'recording' = 'inactive';
    mimeType = 'audio/webm;codecs=opus';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(2048)], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  const stopTrack = vi.fn();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: {
      getUserMedia: vi.fn(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] })),
    },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voice');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return stopTrack;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the composer', () => {
  it('refuses a file over 2 MB before sending anything', async () => {
    const sent = openComposer();
    const input = (await screen.findByLabelText(/Attach a file/, {}, slow)) as HTMLInputElement;
    const plan = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'floor-plan.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(input, { target: { files: [plan] } });

    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'The file is larger than 2 MB.',
    );
    expect(screen.queryByText('floor-plan.pdf')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Write a message, attach a file or record a voice message.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a file of another kind than a photo, a PDF or a Word document', async () => {
    openComposer();
    const input = (await screen.findByLabelText(/Attach a file/, {}, slow)) as HTMLInputElement;
    const script = new File(['echo'], 'run.sh', { type: 'application/x-sh' });
    fireEvent.change(input, { target: { files: [script] } });
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'Send a photo (JPEG or PNG), a PDF or a Word document.',
    );
  });

  it('sends text with the file chosen', async () => {
    const sent = openComposer();
    const input = (await screen.findByLabelText(/Attach a file/, {}, slow)) as HTMLInputElement;
    const photo = new File([new Uint8Array(1000)], 'balcony.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByText('balcony.jpg', {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: '  Hello  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1), slow);
    const form = sent[0] as FormData;
    expect(form.get('receiver_id')).toBe('12');
    expect(form.get('property_id')).toBe('40');
    expect(form.get('message')).toBe('Hello');
    // jsdom hands MSW a file part but not its bytes or name (as for the profile photo).
    expect(form.has('file')).toBe(true);
    expect(form.get('audio')).toBeNull();
  });

  it.each([
    [
      'denied',
      'NotAllowedError',
      'Microphone access was denied. Allow it in your browser settings to record voice messages.',
    ],
    ['missing', 'NotFoundError', 'No microphone was found on this device.'],
  ])('says so when the microphone is %s', async (_case, errorName, sentence) => {
    // The browser's recorder and microphone: outside our code.
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(() => Promise.reject(new DOMException('No', errorName))),
      },
    });
    openComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }, slow));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(sentence);
  });

  it('records a voice message and sends it as the audio part', async () => {
    const stopTrack = stubMicrophone();
    const sent = openComposer();

    fireEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }, slow));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }, slow));
    expect(await screen.findByText(/^Voice message \(0:0\d\)$/, {}, slow)).toBeTruthy();
    // The microphone is released as soon as the recording stops.
    expect(stopTrack).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1), slow);
    expect((sent[0] as FormData).has('audio')).toBe(true);
    expect((sent[0] as FormData).get('message')).toBe('');
    expect(
      await screen.findByRole('button', { name: 'Record a voice message' }, slow),
    ).toBeTruthy();
  });

  it('keeps the text and the recording begun while the last message was being sent', async () => {
    stubMicrophone();
    let answer: () => void = () => undefined;
    openComposer();
    mswServer.use(
      http.post(apiUrl('send_message'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return okEnvelope(aMessage(63, { message: 'Hello' }));
      }),
    );
    const box = await screen.findByRole('textbox', { name: 'Message' }, slow);
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(
      () =>
        expect(screen.getByRole('button', { name: /Send/ }).getAttribute('aria-busy')).toBe('true'),
      slow,
    );
    fireEvent.change(box, { target: { value: 'And one more thing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    expect(await screen.findByRole('button', { name: 'Stop recording' }, slow)).toBeTruthy();
    answer();
    await vi.waitFor(
      () =>
        expect(screen.getByRole('button', { name: /Send/ }).getAttribute('aria-busy')).not.toBe(
          'true',
        ),
      slow,
    );
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'And one more thing',
    );
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeTruthy();
  });
});
