-- AlterEnum
ALTER TYPE "Relationship" ADD VALUE 'GRANDPARENT';
ALTER TYPE "Relationship" ADD VALUE 'AUNT_UNCLE';
ALTER TYPE "Relationship" ADD VALUE 'ADULT_SIBLING';
ALTER TYPE "Relationship" ADD VALUE 'OTHER';

-- AlterTable
ALTER TABLE "EmergencyContact" ADD COLUMN     "relationshipOther" TEXT NOT NULL DEFAULT '';
