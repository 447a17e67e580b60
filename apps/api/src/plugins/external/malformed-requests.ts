// Requests Fastify's routes never see, answered with the spec's error object (issue 17: every
// request gets an HTTP answer in the contract's shape, @gameweek/contracts/error).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorResponse } from '@gameweek/contracts/error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const CONNECT_BODY = JSON.stringify({
  statusCode: 405,
  message: 'CONNECT is not supported',
} satisfies ErrorResponse);

/**
 * A CONNECT request (a proxy tunnel) goes to the server's 'connect' listeners; with none, node
 * closes the connection without an answer.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(CONNECT_BODY)}\r\nConnection: close\r\n\r\n${CONNECT_BODY}`,
  );
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`/%zz`, FST_ERR_BAD_URL) was answered with
 * Fastify's own `code`, which is not one of the contract's.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorResponse = {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message:
      error.code === 'FST_ERR_BAD_URL' ? 'The request path is not a valid URL' : 'Bad request',
  };
  void reply.code(400).send(body);
}
