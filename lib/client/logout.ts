import { isClubPath } from "../access/paths";

/** After logout: /club/login from the club area, else /login. */
export function logoutTarget(pathname: string): string {
  return isClubPath(pathname) ? "/club/login" : "/login";
}
