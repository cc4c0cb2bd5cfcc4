-- AlterEnum
ALTER TYPE "UserTokenPurpose" ADD VALUE 'systemJump';
