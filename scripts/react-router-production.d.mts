/** Vite aliases: react-router's production files (react-router-production.mjs). */
export function reactRouterProductionAliases(): { find: RegExp; replacement: string }[];
