import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import type { PushConfig } from '@/server/push/read-push-config';

/** A message as the fake FCM received it. */
export interface ReceivedMessage {
  token: string;
  notification: { title: string; body: string };
  webpush?: { fcm_options?: { link?: string } };
  data: Record<string, string>;
  authorization: string | undefined;
}

/** How the fake FCM answers a token: 200, or an error answer in FCM's v1 shape. */
export type FakeAnswer = 'ok' | 'unregistered' | 'invalid_token' | 'unavailable';

/**
 * A local stand-in for Google (mocked: outside this machine): its OAuth token endpoint, which
 * checks the service account's RS256 assertion with the account's public key, and FCM's HTTP v1
 * `messages:send`, which records each message and answers per token as the test says.
 */
export interface FakeFcm {
  config: PushConfig;
  /** The service account's JSON key, as FCM_SERVICE_ACCOUNT_JSON holds it. */
  serviceAccountJson: string;
  messages: ReceivedMessage[];
  /** Verified claims of every assertion the token endpoint received. */
  assertions: (JWTPayload & { scope?: string })[];
  /** Answers for tokens; a token not here is sent. Each answer is used once when a list. */
  answers: Map<string, FakeAnswer | FakeAnswer[]>;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const errorAnswers: Record<Exclude<FakeAnswer, 'ok'>, [number, unknown]> = {
  unregistered: [
    404,
    {
      error: {
        code: 404,
        status: 'NOT_FOUND',
        message: 'Requested entity was not found.',
        details: [
          {
            '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
            errorCode: 'UNREGISTERED',
          },
        ],
      },
    },
  ],
  invalid_token: [
    400,
    {
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: 'The registration token is not a valid FCM registration token',
        details: [
          {
            '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
            errorCode: 'INVALID_ARGUMENT',
          },
        ],
      },
    },
  ],
  unavailable: [503, { error: { code: 503, status: 'UNAVAILABLE', message: 'Try later.' } }],
};

function nextAnswer(answers: FakeFcm['answers'], token: string): FakeAnswer {
  const answer = answers.get(token);
  if (!Array.isArray(answer)) return answer ?? 'ok';
  return answer.shift() ?? 'ok';
}

export async function startFakeFcm(projectId = 'hearth-test'): Promise<FakeFcm> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const messages: ReceivedMessage[] = [];
  const assertions: FakeFcm['assertions'] = [];
  const answers: FakeFcm['answers'] = new Map();
  let issued = 0;
  let origin = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body);
        try {
          const { payload } = await verifyAssertion(form.get('assertion') ?? '', publicKey, origin);
          assertions.push(payload);
        } catch {
          return reply(400, { error: 'invalid_grant' });
        }
        issued += 1;
        return reply(200, {
          access_token: `access-${issued}`,
          expires_in: 3599,
          token_type: 'Bearer',
        });
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${projectId}/messages:send`) {
        const { message } = JSON.parse(body) as { message: Omit<ReceivedMessage, 'authorization'> };
        const answer = nextAnswer(answers, message.token);
        if (answer !== 'ok') return reply(...errorAnswers[answer]);
        messages.push({ ...message, authorization: request.headers.authorization });
        return reply(200, { name: `projects/${projectId}/messages/${messages.length}` });
      }
      reply(404, { error: { code: 404, status: 'NOT_FOUND' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'key-1',
    private_key: await exportPKCS8(privateKey),
    client_email: `push@${projectId}.iam.gserviceaccount.com`,
    token_uri: `${origin}/token`,
  };
  return {
    config: {
      projectId,
      clientEmail: key.client_email,
      privateKey: key.private_key,
      privateKeyId: key.private_key_id,
      tokenUri: key.token_uri,
      baseUrl: origin,
    },
    serviceAccountJson: JSON.stringify(key),
    messages,
    assertions,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Checks an assertion as Google does: RS256 by the account's key, for the token endpoint. */
function verifyAssertion(assertion: string, publicKey: CryptoKey, origin: string) {
  return jwtVerify<{ scope?: string }>(assertion, publicKey, {
    algorithms: ['RS256'],
    audience: `${origin}/token`,
  });
}
