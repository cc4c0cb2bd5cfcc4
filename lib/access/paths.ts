// Where the club area's users go, where everyone else goes.
export const isClubPath = (pathname: string) => pathname === "/club" || pathname.startsWith("/club/");
export const loginPathFor = (pathname: string) => (isClubPath(pathname) ? "/club/login" : "/login");
export const homePathFor = (pathname: string) => (isClubPath(pathname) ? "/club/dashboard" : "/");
