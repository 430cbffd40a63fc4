import { createContext, useContext } from 'react';
import type { Resource } from './resource.ts';

/**
 * The area whose screen the router is showing: the shared screen blocks take its record calls and
 * §6 access from here, so a screen the area writes by hand gets them as a derived one does.
 */
export const ScreenResource = createContext<Resource | undefined>(undefined);

/** The area of the screen on show (none outside the router, e.g. in a component test). */
export const useScreenResource = (): Resource | undefined => useContext(ScreenResource);
