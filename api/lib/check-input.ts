import type { RequestHandler } from 'express';
import { HttpError } from './http-error.ts';
import { findBadInput } from './input-rules.ts';

/**
 * Refuses (400) a request whose body, query or path parameters hold what no field accepts (control
 * characters, broken or overlong text, inexact numbers), before any route reads them, naming the field
 * in the message and in `errors` as every other 400 does. Mounted once for every route, so a new
 * route is covered without code of its own.
 */
export const checkInput: RequestHandler = (req, _res, next) => {
  const problem = findBadInput(req.params) ?? findBadInput(req.query) ?? findBadInput(req.body);
  next(problem ? new HttpError(400, problem.message, [problem]) : undefined);
};
